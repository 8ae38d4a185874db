{
  "algorithm": "ed25519",
  "content_sha256": "ba295d3a4710645edeb3e3d9746c24e6c789d66196466731a6bc2fc2dd773f95",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9dc725450dbe23ef22817c91015ee4eecd06ca5051f787933208ac9e011726c8",
  "schema": "gridshift.signature/1",
  "signature": "c92ce124f5edcc8869dbd6c702b38ef099808bae33acf89ff03174c3423404395111ddfe32f34dca50dfa2716f9f118ebbf305dd19db4ea86149cf86e6c12100"
}
