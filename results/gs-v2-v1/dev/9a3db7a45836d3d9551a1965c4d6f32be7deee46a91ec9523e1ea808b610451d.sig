{
  "algorithm": "ed25519",
  "content_sha256": "6dba96207baefe5aa6980d9a91601d3a42744f7258bc77edee2729ef0468508e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9a3db7a45836d3d9551a1965c4d6f32be7deee46a91ec9523e1ea808b610451d",
  "schema": "gridshift.signature/1",
  "signature": "eae0172ec703f9062b5faebcd8bc32e2957fec6373bd13921922c7c5b8380a59b5e65897131dd4012b546221f52f05a601cb147c1d68c04b73e0f8267d185c00"
}
