{
  "algorithm": "ed25519",
  "content_sha256": "0a8b67ccc513d42def0e8c8d5aeff176442cad7d9cf9a214bb34f7d0d0a332ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2d3a5903f36b9ac78d1e53728c31c34d674b87384ede2d9e8d24638bd00eebea",
  "schema": "gridshift.signature/1",
  "signature": "3bd648ddecb1621de4bef26dffae25e3b1739fe05ff039af3ec3c19b8e74231934f359f530f2407914d9bdacbc6f3c577a018ed79ca7a550e8580441fa3d3b08"
}
