/** The ECS logon password rule: 8 to 30 characters, with at least three of upper, lower, digit, special. */
export function passwordProblem(pw: string): 'length' | 'classes' | 'chars' | null {
  if (pw.length < 8 || pw.length > 30) return 'length';
  if (!/^[A-Za-z0-9()`~!@#$%^&*\-_+=|{}[\]:;'<>,.?/]+$/.test(pw)) return 'chars';
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(pw)).length;
  return classes >= 3 ? null : 'classes';
}
