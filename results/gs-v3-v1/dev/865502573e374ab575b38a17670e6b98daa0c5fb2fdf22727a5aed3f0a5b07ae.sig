{
  "algorithm": "ed25519",
  "content_sha256": "71696868d9bdb3bd6f7a13398f469fbbcea3218466eafb51e216b28e7983039d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "865502573e374ab575b38a17670e6b98daa0c5fb2fdf22727a5aed3f0a5b07ae",
  "schema": "gridshift.signature/1",
  "signature": "9d90743ac0e012fef4ada853a6c87e5941fad3bcc5b5f3fce5b832c27745d9e85b57fa2d5cd2b5c7b76af8014474a40f26f9df3f96da4b6a0241dde755532709"
}
