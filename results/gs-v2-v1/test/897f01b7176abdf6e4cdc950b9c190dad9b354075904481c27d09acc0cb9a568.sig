{
  "algorithm": "ed25519",
  "content_sha256": "ec572e42e72ef52a426140329d73c51fe09a1fb87af115ab6cbf67a73c84d865",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "897f01b7176abdf6e4cdc950b9c190dad9b354075904481c27d09acc0cb9a568",
  "schema": "gridshift.signature/1",
  "signature": "2fc6f018bafc2095c16648cb2eb025173dbd476cd83cefeb1724e84198037a08904ed3819607360ed01e798baa0ea6e8841275ade3be7f2fc2d2c02815bb9004"
}
