{
  "algorithm": "ed25519",
  "content_sha256": "7f0e7698d0efb8ab210767cfb4204db04bd31479577a402f01932b2c2ee301aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba12442de1ffbbdc6939eb6a5f51e4f1741a0d7d03e859d5ca5d9ebc2dc03704",
  "schema": "gridshift.signature/1",
  "signature": "9c13afa627b794b5e7357b131b9e95049ded535593f8728bd9a9713a46225cd2b3e885e20b980267634976c3bbc78435420ab7724b3d94c5d4fd1d1199e3120e"
}
