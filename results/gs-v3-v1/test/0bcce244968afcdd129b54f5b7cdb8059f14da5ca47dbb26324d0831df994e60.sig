{
  "algorithm": "ed25519",
  "content_sha256": "6e0756130a3ecb6aadcc141baaf4aa3c23e9a57b57feb2f93e28774d0daec905",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0bcce244968afcdd129b54f5b7cdb8059f14da5ca47dbb26324d0831df994e60",
  "schema": "gridshift.signature/1",
  "signature": "6107d9bcb5803a233fc4a4d319570da4acaa75554764d1fe9ed9d4e42a6650703a811c851e2ac95d34ba8cbadfd24c6c4cc0fd76b7676186671357959a15b60c"
}
