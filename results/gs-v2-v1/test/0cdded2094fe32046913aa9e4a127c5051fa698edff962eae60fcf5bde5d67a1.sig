{
  "algorithm": "ed25519",
  "content_sha256": "19d62c8a768ccac43ceefa1ecfa46505878154e602c532ebd99a153cff7de688",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0cdded2094fe32046913aa9e4a127c5051fa698edff962eae60fcf5bde5d67a1",
  "schema": "gridshift.signature/1",
  "signature": "a04fef02fd1502945930d2b9a479047e703c6667c333a52a37fcb66a9e1892ac2b3013ebecd75e6efbee49c0a493a832461d29cbc1a15a576d1b4252c00cde0b"
}
