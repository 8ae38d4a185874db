{
  "algorithm": "ed25519",
  "content_sha256": "8e79321a0b1c72397596eb9adeee24152402eaa891d9667655b4dc30c5ba27d8",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "1d40b5e7f155a71db05197630becb515da01b11d5d71e0aa4594adc284706219",
  "schema": "gridshift.signature/1",
  "signature": "531225acae4a36ed97240adee1cd7c98c5d0254f2eb2a369491b8100986ba5e65e2e1e7094d02204c46fab99c14e2df18a56c5be7c09b170862811f51da2f707"
}
