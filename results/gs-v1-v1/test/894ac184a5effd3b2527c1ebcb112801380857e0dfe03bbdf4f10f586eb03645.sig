{
  "algorithm": "ed25519",
  "content_sha256": "b3d6379468fea90198a369ff8f41665e026ddddcbf380c30da8bfbcd979ef5c6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "894ac184a5effd3b2527c1ebcb112801380857e0dfe03bbdf4f10f586eb03645",
  "schema": "gridshift.signature/1",
  "signature": "09f256b0d6eb3f3eed3d5683b0be85ae5db8b81e0a23b861daa253a809793cae8432c9607a61cffcc1305f773be1c449e7f7cd6cad59c8a328095b444ab9a908"
}
