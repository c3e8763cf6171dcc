import { notifications } from '@mantine/notifications';

export const toastSuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};

export const toastError = (message: string): void => {
  notifications.show({ color: 'red', message });
};
