{
  "algorithm": "ed25519",
  "content_sha256": "cfcc360291d6f78607e3bd2fef58819c3210665b0679ba99a1e661f9e15fdcfb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b7ee9fa78986459273296944328f3efc3590861e6ce9689f03eacaee15bc89e7",
  "schema": "gridshift.signature/1",
  "signature": "e648711bfd1e2f501477557c9dfb51767c1cc8315a1467745613351e11d44a5efd80baef3e31cd236d01228d9c2145c31fe745ad4d63c39e061d7556dcbf0d0a"
}
