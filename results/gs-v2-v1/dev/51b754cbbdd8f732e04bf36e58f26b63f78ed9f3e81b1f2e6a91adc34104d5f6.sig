{
  "algorithm": "ed25519",
  "content_sha256": "08a9052dc4463bde1f6566fc0c70804d87e5b697531f676234741563bb58f632",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "51b754cbbdd8f732e04bf36e58f26b63f78ed9f3e81b1f2e6a91adc34104d5f6",
  "schema": "gridshift.signature/1",
  "signature": "574a3728a6037e80ea189649dc3ec879c4a0d3f240951f904fd11a223e460472dd680dd60ef94e1351ac5aecc7cc3b069d0660e53ebeca4fea6dc92d00353502"
}
