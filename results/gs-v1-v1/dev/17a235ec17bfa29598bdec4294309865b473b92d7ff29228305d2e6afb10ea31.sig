{
  "algorithm": "ed25519",
  "content_sha256": "5ab61ae230839cb94d0b3cb231dfebaaee1985c02531ec116e23237be908fd98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "17a235ec17bfa29598bdec4294309865b473b92d7ff29228305d2e6afb10ea31",
  "schema": "gridshift.signature/1",
  "signature": "4f754c7c702929f175a8372578905f43a362e0fcc3b67c664269d06b88d8059ee62b96e42ecada7a4c519faf61b8af992b87bdd546730134c403873fca11ff08"
}
