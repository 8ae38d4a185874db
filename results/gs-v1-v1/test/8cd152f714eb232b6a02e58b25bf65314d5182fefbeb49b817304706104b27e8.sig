{
  "algorithm": "ed25519",
  "content_sha256": "eccc0c8691500686543673b30c4b4da81b6bf2a22df37d13cba60d5ea762fab0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8cd152f714eb232b6a02e58b25bf65314d5182fefbeb49b817304706104b27e8",
  "schema": "gridshift.signature/1",
  "signature": "c48504f7f2471daa1dda0a17d0e51bab896c80268c6522fa088800f19e4e2fd046cdef932791a6743e612f9fc9a74f07958b6da95f0a427f1ae29bc285c8bf03"
}
