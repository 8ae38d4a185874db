{
  "algorithm": "ed25519",
  "content_sha256": "0e654a5f8c7ebfa0d4216d2b6072b06a51dd73ba30a742644e877caa92778765",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dfda4b86e8d5136399263a23183438218fec1b9c64514268eb58a538cdb19762",
  "schema": "gridshift.signature/1",
  "signature": "2ce97dd0ebab87bd6c98979bc725a4aa8d5ff6e36e7ec2f0d389d854b1313e55dad50fb8b1fcc2249322310d863cfd28c9b28ccded7e93fb5991cada05755306"
}
