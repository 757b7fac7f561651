export { Modal, ModalClose } from './Modal';
