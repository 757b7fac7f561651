export { Modal, ModalClose, type ModalProps } from './Modal';
