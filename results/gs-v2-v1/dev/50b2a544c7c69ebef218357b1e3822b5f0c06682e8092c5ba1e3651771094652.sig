{
  "algorithm": "ed25519",
  "content_sha256": "d729851ba9304ffdadf5691f583f4b83f1d9598151aef744c76801cb7ce633f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50b2a544c7c69ebef218357b1e3822b5f0c06682e8092c5ba1e3651771094652",
  "schema": "gridshift.signature/1",
  "signature": "4bd0be869fc3521a2415a39c69aab59cb9bdf8fab6bba4e1872a2c21cabb9c9b0559e479204baaf57ba260a9c3b6d2a74f22d1385f5096e15473addf728e960d"
}
