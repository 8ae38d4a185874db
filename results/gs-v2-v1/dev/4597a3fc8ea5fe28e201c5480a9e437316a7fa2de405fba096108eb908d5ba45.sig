{
  "algorithm": "ed25519",
  "content_sha256": "521bb8b42192b15b3662d8609af9252f3613caaf7ac394605ee50b1ca915646e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4597a3fc8ea5fe28e201c5480a9e437316a7fa2de405fba096108eb908d5ba45",
  "schema": "gridshift.signature/1",
  "signature": "4b0aa81a0b0059acf3826bbdbfdc131a463a22cc890f8e6502e9bf229ef5e4ffcbde968713c64f176722e7ff84f99c79238d1b17c935283d364d4a19c74eb709"
}
