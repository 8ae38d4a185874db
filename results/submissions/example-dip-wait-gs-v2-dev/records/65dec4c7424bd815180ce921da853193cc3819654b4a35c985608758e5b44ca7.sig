{
  "algorithm": "ed25519",
  "content_sha256": "ca16413e6fb7e6180b75e5d3a64e0cedf647ccfb59dc65a436ea36fcd280e7c1",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "65dec4c7424bd815180ce921da853193cc3819654b4a35c985608758e5b44ca7",
  "schema": "gridshift.signature/1",
  "signature": "1f9722dc763881ac0e9de66627974ee961849482150669cdbce3fc1a1d76459833799a23e17394dfdbdb2511eae17efcd09bae342a9780a84ec762b017a2f20f"
}
