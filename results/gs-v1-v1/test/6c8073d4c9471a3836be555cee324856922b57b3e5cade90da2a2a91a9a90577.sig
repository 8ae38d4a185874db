{
  "algorithm": "ed25519",
  "content_sha256": "4e760eda18bcf69525f8bfb354c0c7fec7ffcf1c3fbbfe099ee5067c3e2e82f6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c8073d4c9471a3836be555cee324856922b57b3e5cade90da2a2a91a9a90577",
  "schema": "gridshift.signature/1",
  "signature": "dc0038398476010d76a118d471f49358e90a78c1b608dbadf4f6bc42b07b629ecc80c856ecfb20acf01e562e19dc3a62ca958b8885d453edf2e234bf0477be03"
}
