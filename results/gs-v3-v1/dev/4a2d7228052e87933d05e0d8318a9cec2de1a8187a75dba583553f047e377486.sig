{
  "algorithm": "ed25519",
  "content_sha256": "fff8deecbaf56fad5ec105f57a309cd8ae8fbf89fdc316589d2c488fe6675a6c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a2d7228052e87933d05e0d8318a9cec2de1a8187a75dba583553f047e377486",
  "schema": "gridshift.signature/1",
  "signature": "5b1a76d5516d5529bb3b667f665fb4f81af80a6ac1930813eac34724f83b07829713e0483a4c8d94d1a8718700a9223b47283d1dddd62dec86488edd91a1900b"
}
