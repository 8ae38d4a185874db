{
  "algorithm": "ed25519",
  "content_sha256": "24977169b01d421ecd98488189c92dede94abb3226526f47fb67962830fffb84",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "159c6739e0d16b92cab86255e0313624e83557a26a5df68acd730d712a90b22a",
  "schema": "gridshift.signature/1",
  "signature": "92818267d223fcee2b3d4474d7dfb543458fde2b37936e88fef1041b57165a3cd3e4cafe64f4db72a56b935ed4fcc4cd97445e7046d23a3be649a533d32d920e"
}
