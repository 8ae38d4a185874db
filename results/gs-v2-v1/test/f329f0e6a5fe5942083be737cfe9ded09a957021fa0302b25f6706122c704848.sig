{
  "algorithm": "ed25519",
  "content_sha256": "b4254eb748b0f2311e909d9324854bf7899ec9430be71ebd3bc6a4b5ed97efcf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f329f0e6a5fe5942083be737cfe9ded09a957021fa0302b25f6706122c704848",
  "schema": "gridshift.signature/1",
  "signature": "df0606a909f5837ee02534ae415caf16f4acdbde83f2ac0477ff99bcefd372c6a11d5920fb189ffe5fccf03c43de9a62388a7e56c468d3533376003f77c9f30c"
}
