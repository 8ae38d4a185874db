{
  "algorithm": "ed25519",
  "content_sha256": "c11a5bb65e7a30e1a2dbda1dc7d4d244e6dd376f1a8315ecf858056d21b26c0b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e4254471163ec5447283323f7a95a60a6218f5efcf2b46ee96b258846454beda",
  "schema": "gridshift.signature/1",
  "signature": "c8be13f0ad18cb840fca7ec13482e7d151df79c50b821aec7a503f2406135a888c2fafac200b73c234d1e47c73aa1602ad95a7346e70bd01ab8cb5e95933ae0b"
}
