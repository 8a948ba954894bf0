export const formItemMessages = {
  required: '必填',
};
