{
  "algorithm": "ed25519",
  "content_sha256": "c9b56ceb11181deb905e05db3ae8cdc1baaebed0d136df67bb0cc45aeee03179",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "793b37acdcbe947a454bb30e0b3209610798d8dbb781c7ef639425dac60329f1",
  "schema": "gridshift.signature/1",
  "signature": "8aa55c77d6163ffe64be20421c25e9f64ceeb4ae80e1d5b129cf782ce39e012ed5aa34d23cf6acd52c035950b3f20e3981290599e1b0c15aea8ed3675485890c"
}
