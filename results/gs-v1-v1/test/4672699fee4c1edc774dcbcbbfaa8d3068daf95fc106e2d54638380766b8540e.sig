{
  "algorithm": "ed25519",
  "content_sha256": "e74b8216a4548b7eef84b3ae9a0be8eb869ca4420033f6ad1ce599048861f973",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4672699fee4c1edc774dcbcbbfaa8d3068daf95fc106e2d54638380766b8540e",
  "schema": "gridshift.signature/1",
  "signature": "f43a019750af63905741a65cca17909268a3eb967bc855c04d27ff225fa10423fcb4c15e9115f052b7b24c2decf0e5388f96f48e0e43eeadeebf857bcedf6201"
}
