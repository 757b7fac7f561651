import { dropTestTemplates } from '@maison/db/testing';

/** After the suite: the workers' template databases on TEST_DATABASE_URL's server go too. */
export default function setup() {
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) await dropTestTemplates(serverUrl);
  };
}
