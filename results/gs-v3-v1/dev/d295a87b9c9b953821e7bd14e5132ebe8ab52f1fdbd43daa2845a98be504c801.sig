{
  "algorithm": "ed25519",
  "content_sha256": "5e8cfbe52d0dba4d76748d5259e5805642daa06f8396cdac1d947ca92f43fc55",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d295a87b9c9b953821e7bd14e5132ebe8ab52f1fdbd43daa2845a98be504c801",
  "schema": "gridshift.signature/1",
  "signature": "73936418e4a0bbbfa9cc0b0af0919e434c82dbebabb8309f1f8f0a7e623beb8040a0b5ee8e4b2b3669e184c1be22e6fcb2b8a5dfe81a656432924f94293b3f0b"
}
