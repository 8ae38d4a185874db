{
  "algorithm": "ed25519",
  "content_sha256": "a56370ab20ff3dbb146f1b2581dc4de2437b42b297bffa2c2254d63bdb2a1422",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "816e31f1e17478f8d0c9fff55b3c33222ee8153859571270ba477b32ae43529a",
  "schema": "gridshift.signature/1",
  "signature": "8e7343c6d26f477b5a3d68e92cd6b29c7f3272d78c1c1764fe25d58b66396e1be2207de7b571c609b433ec598fd5cf004405abb63d35b5b41f03df06ab83910c"
}
