{
  "algorithm": "ed25519",
  "content_sha256": "5988ba49e472330d7ae677a9d9e46179f072a3d320be5c00e54e203b7d6c32e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0b784ab30ed35d241d2c0df8db516124e067b90eb67553fe107e97b2dd90566d",
  "schema": "gridshift.signature/1",
  "signature": "4905368bbd4453ddfb471a546947d920f4a77cd27db9222dde029d77611e9d9a4576e0a6dbe9917de2c17a599a52931aa62db8f9fc111231c0fe1cfc51220007"
}
