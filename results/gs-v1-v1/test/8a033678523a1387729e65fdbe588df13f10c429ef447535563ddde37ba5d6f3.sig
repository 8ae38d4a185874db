{
  "algorithm": "ed25519",
  "content_sha256": "49b2d232d89a3abcc9b463f1b03f467064ffe9809fb7ca73991b9c3164e426eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a033678523a1387729e65fdbe588df13f10c429ef447535563ddde37ba5d6f3",
  "schema": "gridshift.signature/1",
  "signature": "10eec273e6656b4ab4a3a06ef0eaf1890e135c0e0020a329cab46ba1a5c59c63b6888cd3cfe08e72c261e5ae3e46987a0620fe395804a89635e2efd4094f600b"
}
