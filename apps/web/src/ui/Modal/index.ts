export { Modal, ModalClose, ModalFormFooter } from './Modal';
