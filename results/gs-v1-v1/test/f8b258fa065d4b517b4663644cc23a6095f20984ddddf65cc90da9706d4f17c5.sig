{
  "algorithm": "ed25519",
  "content_sha256": "238c765dbd8489a3a0fe100aa4d64638b7b8095831f9908b320b86c83ca6ce28",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f8b258fa065d4b517b4663644cc23a6095f20984ddddf65cc90da9706d4f17c5",
  "schema": "gridshift.signature/1",
  "signature": "a85ccbcf92fce1453069bea17081b4e4fbee175193a7ada3cbd9131a98ab3781c9c3c9394ddb8966ae3337d05347cda93af6b9690040a5ca307d1740e022f40a"
}
