{
  "algorithm": "ed25519",
  "content_sha256": "3a45864560809933027dfac965e39c8982c546283fdaceadaf2d746e760a801e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "65dec4c7424bd815180ce921da853193cc3819654b4a35c985608758e5b44ca7",
  "schema": "gridshift.signature/1",
  "signature": "929c62ff24cbd9b939c72b5b5b908f08e88e170e0ac101dd8354113a9540a79fbd4d677ac6b94c1a9a9081d3e5d8a10dde430d192ff6b1299f84e9f30a0cf30e"
}
