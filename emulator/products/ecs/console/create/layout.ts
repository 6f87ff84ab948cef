/** Label column layout shared by the purchase page's forms (Form passes it to its direct Form.Items). */
export const FORM_LAYOUT = {
  labelAlign: 'left' as const,
  labelCol: { fixedSpan: 9 },
  wrapperCol: { span: 18 },
  labelTextAlign: 'left' as const,
};
