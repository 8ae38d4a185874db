{
  "algorithm": "ed25519",
  "content_sha256": "27f6557a9ad3edce4e54e6e0c5ba2fceb1f0dd19f7b13936749ebf5a645428ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8d2db8259b570af77b1e1b31bb42058c621324a2fbdc52a926dd022075d1ed39",
  "schema": "gridshift.signature/1",
  "signature": "87216aa8cb72249c14723ccb154e6bf1cc9f293fd8b82dbffd447501b83b147f0889d19d61eddec7389c70efb97fc56a085190c14351cb65f872d36600a6400a"
}
