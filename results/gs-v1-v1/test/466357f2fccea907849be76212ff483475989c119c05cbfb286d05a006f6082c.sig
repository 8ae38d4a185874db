{
  "algorithm": "ed25519",
  "content_sha256": "cf249fa637fd57b5928cfd42de6886aaca1c1bc9eed58906a6058fcb9b43f616",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "466357f2fccea907849be76212ff483475989c119c05cbfb286d05a006f6082c",
  "schema": "gridshift.signature/1",
  "signature": "0a0d8f5586ac59c4b80f3c7f38a9d59d11fbfd5ae34594614f2d28a653f0d14891f4dc10a3b6864a00d68196361b1ae717d595571e0915bb53f251f6c618ad09"
}
