/**
 * Passwords that top every published breach list. Refusing them stops the most common
 * guesses; lengths of 6+ are listed because shorter ones fail the length rule anyway.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '0123456789',
  '111111', '1111111', '11111111', '000000', '00000000', '121212', '123123', '123123123',
  '654321', '666666', '696969', '777777', '7777777', '888888', '88888888', '987654321', '999999',
  '112233', '123321', '123654', '131313', '159753', '222222', '333333', '555555', '789456',
  '147258369', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', '1qaz2wsx', 'zaq12wsx', 'qazwsx',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'qwert12345', 'asdfgh', 'asdfghjkl',
  'zxcvbn', 'zxcvbnm', 'azerty', 'abc123', 'abcd1234', 'abcdef', 'abc12345', 'a123456', 'aa123456',
  'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'pa55word', 'passpass', 'pass1234', 'letmein', 'letmein1', 'welcome', 'welcome1',
  'welcome123', 'iloveyou', 'iloveyou1', 'admin123', 'administrator', 'root123', 'changeme',
  'secret', 'secret123', 'default', 'monkey', 'dragon', 'master', 'shadow', 'sunshine', 'princess',
  'football', 'baseball', 'soccer', 'superman', 'batman', 'starwars', 'trustno1', 'whatever',
  'freedom', 'michael', 'charlie', 'jordan23', 'hunter2', 'killer', 'cheese', 'computer',
  'internet', 'samsung', 'google', 'mustang', 'maggie', 'ginger', 'pepper', 'cookie', 'chocolate',
  'flower', 'hello1', 'hello123', 'loveme', 'lovely', 'summer', 'winter', 'autumn', 'spring',
  'january', 'london', 'liverpool', 'chelsea', 'arsenal', 'manchester', 'q1w2e3', 'test123',
  'testing', 'test1234', 'guest', 'user123', 'login', 'access', 'unknown', 'nothing', 'matrix',
  'biteme', 'ashley', 'jessica', 'daniel', 'thomas', 'andrew', 'robert', 'jennifer', 'hannah',
  'qweasd', 'qweasdzxc', 'zaq1xsw2', 'aaaaaa', 'abcabc', 'xxxxxx', 'asdasd', 'asd123', 'qwe123',
  'culturelens', 'culturelens1', 'culturelens123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
