/**
 * Postal codes of the two countries the spec's postal rule knows (000 §5: CH, DE), as the
 * delivery ranges of their larger cities: no npm package ships a code → place table for them
 * (issue 17; decision 0027). A code inside a range resolves to that city; codes of smaller
 * places are not covered and give no feature, as an unknown code does.
 *
 * One line a range: `country|first code|last code|GeoNames name`.
 */
const TABLE = `
CH|8000|8099|Zürich
CH|1200|1209|Genève
CH|4000|4059|Basel
CH|3000|3030|Bern
CH|1000|1018|Lausanne
CH|6000|6015|Luzern
CH|6900|6908|Lugano
CH|9000|9016|Sankt Gallen
CH|6300|6304|Zug
CH|7500|7500|St. Moritz
CH|8400|8411|Winterthur
CH|3780|3780|Gstaad
CH|3920|3920|Zermatt
CH|3800|3800|Interlaken
DE|10115|14199|Berlin
DE|20095|22769|Hamburg
DE|80331|81929|Munich
DE|50667|51149|Köln
DE|60306|60599|Frankfurt am Main
DE|70173|70629|Stuttgart
DE|40210|40629|Düsseldorf
DE|04103|04357|Leipzig
DE|01067|01328|Dresden
DE|90402|90491|Nürnberg
DE|30159|30669|Hannover
DE|28195|28779|Bremen
DE|45127|45359|Essen
DE|44135|44388|Dortmund
DE|53111|53229|Bonn
DE|68159|68309|Mannheim
DE|76131|76229|Karlsruhe
DE|69115|69126|Heidelberg
DE|79098|79117|Freiburg
DE|86150|86199|Augsburg
DE|65183|65207|Wiesbaden
DE|48143|48167|Münster
DE|75172|75181|Pforzheim
DE|76530|76534|Baden-Baden
DE|93047|93059|Regensburg
DE|52062|52080|Aachen
DE|24103|24159|Kiel
DE|23552|23570|Lübeck
DE|38100|38126|Braunschweig
`;

export interface PostalRange {
  country: string;
  first: string;
  last: string;
  /** The place's GeoNames name in `country`. */
  place: string;
}

export function postalRanges(): PostalRange[] {
  return TABLE.trim()
    .split('\n')
    .map((line) => {
      const [country, first, last, place] = line.split('|') as [string, string, string, string];
      return { country, first, last, place };
    });
}
