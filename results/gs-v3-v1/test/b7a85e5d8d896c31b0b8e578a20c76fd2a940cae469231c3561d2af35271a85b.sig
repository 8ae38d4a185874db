{
  "algorithm": "ed25519",
  "content_sha256": "995be5b520ec9aad9c77a90a9ff401805bab2fa2d50da37bfeff9def51b6af8e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b7a85e5d8d896c31b0b8e578a20c76fd2a940cae469231c3561d2af35271a85b",
  "schema": "gridshift.signature/1",
  "signature": "33e312675f672194ce9764988f92665b54abbde69acc83a10f9017658723d9e59f16f8f9bbc82eb23a7f0d939d359672f44b780128d5b454130f391afd07640d"
}
