{
  "algorithm": "ed25519",
  "content_sha256": "1fd22be6f717b289085749f5069d890525e12a42a27d419fae8b6fd1a5e6adb5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a0962b82db49f53966ae2b2f1a045b5b883ddd93d1683b4f41da695ce4a1eab",
  "schema": "gridshift.signature/1",
  "signature": "e0bffa32790c19196af1d5036bf7f1adb6274b998da23d008394bb4933c52af24117f9ab957b8a4d35d311e124317b6a200d6933d11ecc81d830a626079a6800"
}
