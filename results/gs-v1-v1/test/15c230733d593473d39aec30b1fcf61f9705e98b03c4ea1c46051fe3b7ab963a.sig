{
  "algorithm": "ed25519",
  "content_sha256": "38bdd1e28e0fcf0b1ebfe6b3c18dd2615e58d8e3a6079842b3236152149a007e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15c230733d593473d39aec30b1fcf61f9705e98b03c4ea1c46051fe3b7ab963a",
  "schema": "gridshift.signature/1",
  "signature": "4068dc78b54ea63ed6c91a3406fb8c4ba1b15e523842e7c1b072434128d535fa8f9659350569b3851eda325bc201c0d0bbea1c022a615214020f0528be50a70d"
}
