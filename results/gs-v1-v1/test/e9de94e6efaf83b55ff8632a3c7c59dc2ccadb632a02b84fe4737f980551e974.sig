{
  "algorithm": "ed25519",
  "content_sha256": "2bd87326f07cadf318b7fa3c1f4651aacd4b83e51b1fbda7ffd250cd93e54063",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9de94e6efaf83b55ff8632a3c7c59dc2ccadb632a02b84fe4737f980551e974",
  "schema": "gridshift.signature/1",
  "signature": "310afcae75370b97c70fbaa232b160645043784ae4308b9c6651c53fe65f76a870ec768347ad44088471e06dd5f416dd60cd51e1747a2dd89fb097ce5068fb0e"
}
