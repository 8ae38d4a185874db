{
  "algorithm": "ed25519",
  "content_sha256": "150c7276c75acfee7df0050630a87ce29d72423f46fcaf048518bc96fb7959ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "be309a04df74146bd7334bb57c21b823d24ca5b7eac03409abfef77a66df2a00",
  "schema": "gridshift.signature/1",
  "signature": "1f9c7e7ed4cb5335b6d8e6de9a1bad80e095afaee9cfaf13ac44299144cc0f4c1ecd40f3e0019eb8884542b3a8485c2535cae5911fdde9347a53f49a15fbc807"
}
