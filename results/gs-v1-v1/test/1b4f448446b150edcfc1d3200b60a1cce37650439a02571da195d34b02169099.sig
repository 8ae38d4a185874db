{
  "algorithm": "ed25519",
  "content_sha256": "a6725e3ca1c5c18d5b66591fbf75490d95e01546544c6eb2ef89f4fb84ca09d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b4f448446b150edcfc1d3200b60a1cce37650439a02571da195d34b02169099",
  "schema": "gridshift.signature/1",
  "signature": "d4fd734d89091f304d9fed2096a850631e4251e94065bd598d8489b16bdc55dbdce4e83b434e6b655cbfda78f9d2cd4ba81216050ac0203e006cdfbc1787c800"
}
