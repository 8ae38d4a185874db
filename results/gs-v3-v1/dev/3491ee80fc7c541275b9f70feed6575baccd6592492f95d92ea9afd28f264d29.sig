{
  "algorithm": "ed25519",
  "content_sha256": "0c2323182222fe9b941fc9c393617fed5648fc424f04ff76a7593acd26c9f523",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3491ee80fc7c541275b9f70feed6575baccd6592492f95d92ea9afd28f264d29",
  "schema": "gridshift.signature/1",
  "signature": "d7dfe33ff4fd902c057c48a7e8f1754db180f852ddb6ec161f2cf618dd1253c2245f569f884b0e4e891144b415384f54ca18a973802476f1b7ea2e8ad3212906"
}
