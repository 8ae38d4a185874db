{
  "algorithm": "ed25519",
  "content_sha256": "05a03f934fdb8503621a5513f3bc261bbf7ca385ffa57c9059591599269678d0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c46c302b920fdbe26ccdcad15d7852bc83d8ac4b93a53f4a0bd8d40fcf0f8cb4",
  "schema": "gridshift.signature/1",
  "signature": "9c2d646e8fda07aa241feb7db47a248cd35988c7ab2bc4f863d23c892c7c013379c74c90e3b0124ed2368d78966a6ce02bf987bf7807cd948ad91d7a6adccd04"
}
