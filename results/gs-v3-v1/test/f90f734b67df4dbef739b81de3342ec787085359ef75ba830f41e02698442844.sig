{
  "algorithm": "ed25519",
  "content_sha256": "8cf85ed3b170f4803eddf2b9a6691c2ffef8eeaf2b32ca91e12cb67c00b8425e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f90f734b67df4dbef739b81de3342ec787085359ef75ba830f41e02698442844",
  "schema": "gridshift.signature/1",
  "signature": "112e7273d31fd7f548eb75f15c91fec19aab72256a8175a84092837f9d20854ca5ebc4660a684abff6760914a00b0d6ebf8bce67a5bc623ea008bf71e230ea0c"
}
