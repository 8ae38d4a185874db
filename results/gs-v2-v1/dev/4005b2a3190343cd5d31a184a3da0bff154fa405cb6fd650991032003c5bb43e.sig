{
  "algorithm": "ed25519",
  "content_sha256": "d47f40260b46a6fde869555061104cf830a4a243fd1fa2ec140f905cfe2d9eaf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4005b2a3190343cd5d31a184a3da0bff154fa405cb6fd650991032003c5bb43e",
  "schema": "gridshift.signature/1",
  "signature": "8608a66ff6f0e1493ca83afb864c1388a34a1578dd7ef4bd11f50b687297f04d7138b4aa3f9e5861faf286702a43d428896f602dadc3453b5526e96563cc050f"
}
