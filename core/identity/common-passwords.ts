/**
 * Passwords refused because they head every published breach list (ASVS 2.1.7), lower-cased.
 * The base words are also refused with the suffixes people add most often ('1', '123', '!', years).
 */
const BASE = `123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 1234
password1 iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey
27653 1qaz2wsx 123321 qwertyuiop superman asdfghjkl football baseball welcome admin login master hello
freedom whatever qazwsx trustno1 starwars passw0rd shadow michael jennifer hunter ashley bailey
charlie donald batman andrew tigger jordan harley ranger buster thomas robert soccer hockey killer
george computer michelle jessica pepper daniel access joshua maggie 696969 mustang 7777777 88888888
11111111 12341234 123qwe 1q2w3e 1qazxsw2 q1w2e3r4 aa123456 abcd1234 asdf1234 asdfasdf qwer1234
zxcvbnm zxcvbnm123 987654321 147258369 123654789 112233 121212 131313 159753 11223344 147852369
55555555 66666666 99999999 00000000 12121212 23232323 a1b2c3d4 iloveyou1 lovely loveme lovelove
baby123 babygirl butterfly chocolate cookie flower summer winter spring autumn august october
november december january february purple orange yellow silver golden diamond matrix mercedes
ferrari porsche corvette chelsea liverpool arsenal barcelona yankees cowboys steelers eagles
dolphins packers lakers jordan23 michael1 nicole daniel1 jessica1 ashley1 anthony justin taylor
thunder phoenix samsung google apple microsoft facebook instagram twitter youtube netflix amazon
internet secret secret123 private changeme default guest test test1234 testing user usuario
administrator root toor pass pass1234 passpass password12 password123 password1234 p@ssw0rd p@ssword
pa55word pa$$w0rd qwerty1 qwerty12 qwertz azerty asdfgh zxcvb 1qaz 2wsx3edc 3edc4rfv q1w2e3 qweasd
qweasdzxc asd123 zxc123 aaaaaa aaaaaaaa abcdef abcdefg abcdefgh abc12345 a123456 a12345678 admin123
admin1234 welcome1 welcome123 letmein1 letmein123 monkey123 dragon123 master123 shadow123 sunshine1
princess1 football1 baseball1 superman1 batman123 hello123 hello1234 iloveu ilovecats ilovedogs
puppy puppies kitten kitty doggie doggy catdog petlover animals pets1234 vitalis vitalispets
shelter rescue veterinary vetclinic clinic123 nutrition petfood dogfood catfood
whatever1 freedom1 trustno1! starwars1 pokemon naruto minecraft fortnite roblox gaming gamer
chicken beef lamb salmon banana strawberry cherry peanut pumpkin cupcake muffin cheese pizza
forever friends family blessed angel angels heaven jesus christ god love lover loving
qwerty!@# 1234qwer 123abc abc123456 mypassword mypass yourpassword nopassword blahblah
1111 2222 3333 4444 5555 6666 7777 8888 9999 0000 11111 22222 123456a 123456q 1234567a`;

const WORDS = BASE.split(/\s+/).filter(Boolean);
const SUFFIXES = ['1', '12', '123', '1234', '!', '01', '2023', '2024', '2025', '2026'];

/** Every refused password, lower-cased. */
export const COMMON_PASSWORDS: readonly string[] = [
  ...new Set([...WORDS, ...WORDS.filter((w) => /^[a-z]+$/.test(w)).flatMap((w) => SUFFIXES.map((s) => w + s))]),
];
